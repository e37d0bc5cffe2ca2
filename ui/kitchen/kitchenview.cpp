#include "kitchenview.h"

#include "flopclaims.h"
#include "precision.h"
#include "theme.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <tuple>

using nk::StepId;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr int kRows = nk::kAlignedRowCount;
constexpr int kStripColumns = 480; // strip mode: columns drawn, each a range of elements
constexpr int kChunk = 256;        // strip mode: elements per prefix-histogram chunk

// Design size of the scene, in logical units; the painter scales it to the widget.
constexpr double kDesignWidth = 1400.0;
constexpr double kDesignHeight = 340.0;

double clamp01(double v)
{
    return v < 0.0 ? 0.0 : (v > 1.0 ? 1.0 : v);
}

double smooth(double a)
{
    a = clamp01(a);
    return a * a * (3.0 - 2.0 * a);
}

bool finite(double v)
{
    return std::isfinite(v);
}

// Moves from a to b; a non-finite end snaps at the end instead of smearing into NaN.
double moveTo(double a, double b, double u)
{
    if (u >= 1.0)
        return b;
    if (u <= 0.0)
        return a;
    if (!finite(a) || !finite(b))
        return a;
    return a + (b - a) * smooth(u);
}

// The vertical value axis shared by both stations, fixed for a pair of traces so that levels
// move between stages on one scale. Linear, or symmetric-log when the input and the
// normalized values differ by more than an order of magnitude (the ticks say which).
struct Axis
{
    bool log = false;
    double c = 1.0;
    double gLo = -1.0, gHi = 1.0;
    double lo = -1.0, hi = 1.0;

    double g(double v) const { return log ? std::copysign(std::log1p(std::fabs(v) / c), v) : v; }
    double frac(double v) const
    {
        if (std::isnan(v))
            return frac(0.0);
        if (std::isinf(v))
            return v > 0 ? 1.0 : 0.0;
        return clamp01((g(v) - gLo) / (gHi - gLo));
    }
};

} // namespace

// Everything the scene needs from one trace, computed once when the traces change.
struct KitchenView::Station
{
    std::shared_ptr<const nk::NormTrace> trace;
    bool ln = true;
    int d = 0;
    nk::Precision compute = nk::Precision::Fp32;
    int meterDigits = 7;
    int dishDigits = 4;
    int battery = 3;
    Axis axis;
    std::array<std::vector<double>, 3> stage; // 0 input, 1 normalized (x̂ or x/RMS), 2 output
    std::vector<double> centred;              // LayerNorm: xᵢ − μ
    std::vector<double> squares;              // RMSNorm: xᵢ²; LayerNorm: (xᵢ − μ)²
    std::vector<double> running1;             // walk 1: running μ (LN) or running Σx² (RMS)
    std::vector<double> running2;             // LayerNorm's second walk: running Σ(xᵢ − μ)²
    std::array<int, kRows> walkOrdinal{};
    double maxEnergy = 1.0;

    // Strip mode (d > kMaxDishes).
    struct Strip
    {
        std::vector<float> colLo, colHi; // axis fractions of each column's min and max
        std::vector<uint8_t> colBad;     // the column holds inf/NaN
        std::vector<uint8_t> bin;        // per element; 255 = not finite
        std::vector<int> prefix;         // (chunks + 1) × bins: counts before each chunk
        std::vector<int> prefixBad;
    };
    int columns = 0;
    std::array<Strip, 3> strip;
    std::vector<float> energyCol; // RMSNorm: largest x² per column / maxEnergy (−1: inf/NaN)

    const nk::TraceStep *step(StepId id) const { return trace->step(id); }
    int colStart(int c) const { return int((long long)c * d / columns); }
    void histogram(int from, int to, int k, QVector<int> &bins, int &bad) const;
};

namespace {

struct Cook
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)
};

double rnd(double v, nk::Precision p)
{
    return nk::roundToPrecision(v, p);
}

void buildStrip(KitchenView::Station &m)
{
    const int d = m.d;
    m.columns = std::min(d, kStripColumns);
    const int chunks = (d + kChunk - 1) / kChunk;
    const int bins = KitchenView::kHistogramBins;
    for (int s = 0; s < 3; ++s) {
        const std::vector<double> &v = m.stage[size_t(s)];
        if (int(v.size()) != d)
            continue;
        KitchenView::Station::Strip &st = m.strip[size_t(s)];
        st.colLo.assign(size_t(m.columns), 2.0f);
        st.colHi.assign(size_t(m.columns), -1.0f);
        st.colBad.assign(size_t(m.columns), 0);
        st.bin.resize(size_t(d));
        st.prefix.assign(size_t(chunks + 1) * bins, 0);
        st.prefixBad.assign(size_t(chunks + 1), 0);
        std::vector<int> run(size_t(bins), 0);
        int runBad = 0;
        for (int c = 0; c < m.columns; ++c) {
            const int e0 = m.colStart(c), e1 = m.colStart(c + 1);
            for (int i = e0; i < e1; ++i) {
                const double x = v[size_t(i)];
                if (!finite(x)) {
                    st.colBad[size_t(c)] = 1;
                    st.bin[size_t(i)] = 255;
                    continue;
                }
                const float f = float(m.axis.frac(x));
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
    if (!m.ln) {
        m.energyCol.assign(size_t(m.columns), 0.0f);
        for (int c = 0; c < m.columns; ++c) {
            float best = 0.0f;
            for (int i = m.colStart(c); i < m.colStart(c + 1); ++i) {
                const double e = m.squares[size_t(i)];
                if (!finite(e)) {
                    best = -1.0f;
                    break;
                }
                best = std::max(best, float(e / m.maxEnergy));
            }
            m.energyCol[size_t(c)] = best;
        }
    }
}

std::unique_ptr<KitchenView::Station> buildStation(std::shared_ptr<const nk::NormTrace> trace)
{
    auto m = std::make_unique<KitchenView::Station>();
    const nk::NormTrace &t = *trace;
    m->trace = trace;
    m->ln = t.algorithm == nk::Algorithm::LayerNorm;
    m->d = t.d();
    m->compute = KitchenView::computePrecision(t.settings);
    m->meterDigits = KitchenView::meterDigits(t.settings);
    m->dishDigits = KitchenView::dishDigits(t.settings);
    m->battery = KitchenView::batteryBarsFor(t.settings);
    const size_t d = size_t(m->d);
    m->stage[0] = t.storedInput;
    m->stage[1] = t.normalized;
    m->stage[2] = t.output();
    for (auto &s : m->stage)
        s.resize(d, 0.0);

    int walks = 0;
    for (const nk::TraceStep &s : t.steps) {
        for (int r = s.row; r < s.row + nk::alignedRowSpan(s.id) && r < kRows; ++r) {
            m->walkOrdinal[size_t(r)] = walks + 1;
        }
        if (s.walksTable)
            ++walks;
    }

    const nk::Precision p = m->compute;
    const std::vector<double> &x = m->stage[0];
    m->running1.resize(d);
    if (m->ln) {
        const nk::TraceStep *mean = t.step(StepId::Mean);
        const nk::TraceStep *var = t.step(StepId::Variance);
        const double mu = mean ? mean->scalar : 0.0;
        if (t.settings.variance == nk::VarianceAlgorithm::Welford) {
            double mm = 0.0;
            for (size_t i = 0; i < d; ++i) {
                const double delta = rnd(x[i] - mm, p);
                mm = rnd(mm + rnd(delta / double(i + 1), p), p);
                m->running1[i] = mm;
            }
        } else {
            double sum = 0.0;
            for (size_t i = 0; i < d; ++i) {
                sum = i == 0 ? x[0] : rnd(sum + x[i], p);
                m->running1[i] = rnd(sum / double(i + 1), p);
            }
        }
        if (var && var->values.size() == d)
            m->centred = var->values;
        else {
            m->centred.resize(d);
            for (size_t i = 0; i < d; ++i)
                m->centred[i] = rnd(x[i] - mu, p);
        }
        m->squares.resize(d);
        m->running2.resize(d);
        double acc = 0.0;
        for (size_t i = 0; i < d; ++i) {
            m->squares[i] = var && var->terms.size() == d ? var->terms[i]
                                                          : rnd(m->centred[i] * m->centred[i], p);
            acc = i == 0 ? m->squares[i] : rnd(acc + m->squares[i], p);
            m->running2[i] = acc;
        }
    } else {
        const nk::TraceStep *sq = t.step(StepId::Square);
        m->squares = sq && sq->values.size() == d ? sq->values : std::vector<double>(d, 0.0);
        double acc = 0.0;
        for (size_t i = 0; i < d; ++i) {
            acc = i == 0 ? m->squares[i] : rnd(acc + m->squares[i], p);
            m->running1[i] = acc;
        }
    }
    double maxE = 0.0;
    for (double e : m->squares)
        if (finite(e))
            maxE = std::max(maxE, std::fabs(e));
    m->maxEnergy = maxE > 0.0 ? maxE : 1.0;
    return m;
}

Axis makeAxis(const KitchenView::Station &ln, const KitchenView::Station &rms)
{
    double lo = 0.0, hi = 0.0;
    auto take = [&](const std::vector<double> &v, double &big) {
        for (double x : v) {
            if (!finite(x))
                continue;
            lo = std::min(lo, x);
            hi = std::max(hi, x);
            big = std::max(big, std::fabs(x));
        }
    };
    // The largest magnitude of each set of values the dishes show; if they differ by more than
    // an order of magnitude the axis is symmetric-log so that the smallest set stays visible.
    double small = 0.0, big = 0.0;
    for (const std::vector<double> *v :
         {&ln.stage[0], &ln.centred, &ln.stage[1], &ln.stage[2], &rms.stage[2]}) {
        double m = 0.0;
        take(*v, m);
        if (m > 0.0)
            small = small > 0.0 ? std::min(small, m) : m;
        big = std::max(big, m);
    }
    Axis axis;
    if (hi - lo <= 0.0 || !(hi - lo < 1e300)) {
        lo = -1.0;
        hi = 1.0;
    }
    axis.log = small > 0.0 && big / small > 12.0;
    axis.c = axis.log ? small / 3.0 : 1.0;
    axis.lo = lo;
    axis.hi = hi;
    const double pad = 0.06;
    const double gl = axis.g(lo), gh = axis.g(hi);
    axis.gLo = gl - (gh - gl) * pad;
    axis.gHi = gh + (gh - gl) * pad;
    if (!(axis.gHi > axis.gLo)) {
        axis.gLo = -1.0;
        axis.gHi = 1.0;
    }
    return axis;
}

// --------------------------------------------------------------------------------------------
// Beats: one small function per aligned row and algorithm. Each takes the station as the
// earlier rows left it and the row's progress p in [0, 1], and returns the share of the step's
// operations done (the counters follow it).

struct Ctx
{
    const KitchenView::Station &m;
    KitchenView::StationState &st;
    bool strip;
};

// Numbers in the chefs' words: the precision's digits, at most 7.
QString fmt(const Ctx &c, double v)
{
    return KitchenView::formatValue(v, std::min(c.m.meterDigits, 7));
}

void setMeter(Ctx &c, const QString &caption, double v)
{
    c.st.meterVisible = true;
    c.st.meterCaption = caption;
    c.st.meterValue = v;
    c.st.meterText = KitchenView::formatValue(v, c.m.meterDigits);
    c.st.meterBroken = !finite(v);
}

int tastedCount(double w, int d)
{
    return std::clamp(int(std::floor(w * d + 0.5)), 0, d);
}

void setDish(const Ctx &c, KitchenView::DishState &dish, double value)
{
    dish.value = value;
    dish.label = KitchenView::formatDish(value, c.m.trace->settings);
    dish.nonFinite = !finite(value);
}

// All dishes at one stage, at rest.
void restAt(Ctx &c, int stage)
{
    if (c.strip) {
        c.st.stripFrom = stage;
        c.st.stripTo = stage;
        c.st.stripFront = 1.0;
        return;
    }
    for (int i = 0; i < c.m.d; ++i) {
        KitchenView::DishState &dish = c.st.dishes[i];
        setDish(c, dish, c.m.stage[size_t(stage)][size_t(i)]);
        dish.level = dish.value;
        dish.tasted = false;
        dish.note.clear();
    }
}

// The chef walks the table (w in [0, 1]); each dish moves from one stage to the next as the
// chef reaches it, through `via` if given.
void walkTo(Ctx &c, int from, int to, double w, const std::vector<double> *via = nullptr)
{
    c.st.pose = KitchenView::Pose::Walking;
    c.st.chefPos = w * c.m.d;
    if (c.strip) {
        c.st.stripFrom = from;
        c.st.stripTo = to;
        c.st.stripFront = w;
        return;
    }
    for (int i = 0; i < c.m.d; ++i) {
        KitchenView::DishState &dish = c.st.dishes[i];
        const double a = clamp01(w * c.m.d - i);
        const double x0 = c.m.stage[size_t(from)][size_t(i)];
        const double x1 = c.m.stage[size_t(to)][size_t(i)];
        if (via) {
            const double xm = (*via)[size_t(i)];
            dish.level = a < 0.5 ? moveTo(x0, xm, 2.0 * a) : moveTo(xm, x1, 2.0 * a - 1.0);
        } else {
            dish.level = moveTo(x0, x1, a);
        }
        setDish(c, dish, a >= 1.0 ? x1 : x0);
        dish.tasted = a > 0.0;
        dish.note.clear();
    }
}

// The tasting walk: dishes stay, the first k are marked.
void tasteWalk(Ctx &c, double w)
{
    c.st.pose = KitchenView::Pose::Walking;
    c.st.chefPos = w * c.m.d;
    if (c.strip) {
        // Everything stays at the stage it is at; the walk shows as the chef's position.
        c.st.stripFrom = c.st.stripTo;
        c.st.stripFront = 1.0;
        return;
    }
    const int k = tastedCount(w, c.m.d);
    for (int i = 0; i < c.m.d; ++i)
        c.st.dishes[i].tasted = i < k;
}

void arrive(Ctx &c, double w)
{
    if (c.strip) {
        c.st.stripFrom = -1;
        c.st.stripTo = 0;
        c.st.stripFront = w;
        return;
    }
    for (int i = 0; i < c.m.d; ++i) {
        KitchenView::DishState &dish = c.st.dishes[i];
        dish.arrival = smooth(clamp01(w * c.m.d - i));
        setDish(c, dish, c.m.stage[0][size_t(i)]);
        dish.level = dish.value;
    }
}

int arrivedCount(double w, int d)
{
    return std::clamp(int(std::floor(w * d + 1e-9)), 0, d);
}

double stepShare(const nk::TraceStep *s, long long part)
{
    const long long total = s ? s->ops.total() : 0;
    return total > 0 ? double(part) / double(total) : 0.0;
}

// Row 0, both: the dishes arrive on the pass one by one.
double beatInput(Ctx &c, double p)
{
    const double w = clamp01(p / 0.85);
    arrive(c, w);
    const int d = c.m.d, k = arrivedCount(w, d);
    c.st.chefPos = -1.0;
    if (c.m.ln) {
        c.st.waiting = true;
        c.st.pose = KitchenView::Pose::Waiting;
        c.st.speech =
            k < d ? Cook::tr("Waiting for the whole table… %1 of %2 dishes here").arg(k).arg(d)
                  : Cook::tr("All %1 dishes are here: now I can start.").arg(d);
    } else {
        c.st.pose = KitchenView::Pose::Idle;
        c.st.speech = Cook::tr("No waiting: each dish tells me its own strength.");
    }
    return p;
}

// Row 1, LayerNorm: walk 1, tasting every dish while a running mean builds; μ drawn as a line.
double beatLnMean(Ctx &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Mean);
    tasteWalk(c, p);
    const int k = tastedCount(p, c.m.d);
    const double mu =
        p >= 1.0 ? (s ? s->scalar : 0.0) : (k > 0 ? c.m.running1[size_t(k - 1)] : kNaN);
    if (k > 0) {
        setMeter(c, Cook::tr("μ (average taste)"), mu);
        c.st.hasMeanLine = finite(mu);
        c.st.meanLevel = finite(mu) ? mu : 0.0;
    }
    const QString walk = QString::number(c.m.walkOrdinal[1]);
    c.st.speech = p < 1.0 ? Cook::tr("Walk %1: tasting every dish. Running μ = %2")
                                .arg(walk, k > 0 ? fmt(c, mu) : QStringLiteral("…"))
                          : Cook::tr("μ = %1: the table's average taste.").arg(fmt(c, mu));
    if (p >= 1.0 && !finite(mu)) {
        c.st.speech = Cook::tr("The sum overflowed: μ = %1.").arg(fmt(c, mu));
        c.st.speechWarning = true;
    }
    return p;
}

// Row 1, RMSNorm: the empty slot.
double beatRmsSkip(Ctx &c, double)
{
    c.st.skipped = true;
    c.st.pose = KitchenView::Pose::Skipping;
    c.st.chefPos = -1.0;
    c.st.speech = Cook::tr("Empty slot: RMSNorm never computes μ, so nothing to wait for.");
    return 0.0;
}

// Row 2, LayerNorm: walk 2, measuring each dish's distance from μ (two-pass); one-pass and
// Welford already have their sums from walk 1.
double beatLnVarianceWalk(Ctx &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Variance);
    const nk::TraceStep *mean = c.m.step(StepId::Mean);
    if (s && s->walksTable) {
        tasteWalk(c, p);
        const int k = tastedCount(p, c.m.d);
        if (c.strip) {
            c.st.stripOverlay = 1;
        } else {
            c.st.deviationMarks.clear();
            for (int i = 0; i < k; ++i) {
                c.st.deviationMarks << c.m.centred[size_t(i)];
                if (!finite(c.m.centred[size_t(i)])) {
                    c.st.dishes[i].nonFinite = true;
                    c.st.dishes[i].note = Cook::tr("x−μ=%1").arg(fmt(c, c.m.centred[size_t(i)]));
                }
            }
        }
        if (k > 0)
            setMeter(c, Cook::tr("Σ(x − μ)²"),
                     p >= 1.0 ? s->namedValue("sum", c.m.running2.back())
                              : c.m.running2[size_t(k - 1)]);
        c.st.speech =
            Cook::tr("Walk %1: measuring each dish's distance from μ.").arg(c.m.walkOrdinal[2]);
        if (c.st.meterVisible && c.st.meterBroken) {
            c.st.speech = Cook::tr("Overflow! Σ(x − μ)² no longer fits in %1.")
                              .arg(QString::fromStdString(nk::toString(c.m.compute)));
            c.st.speechWarning = true;
        }
        return p * stepShare(s, s->ops.total() - s->ops.div);
    }
    c.st.pose = KitchenView::Pose::Reading;
    c.st.chefPos = c.m.d;
    if (c.m.trace->settings.variance == nk::VarianceAlgorithm::OnePass) {
        setMeter(c, Cook::tr("Σx²"), mean ? mean->namedValue("sum_squares") : 0.0);
        c.st.speech = Cook::tr("One-pass: Σx² was summed in walk 1, so no second walk.");
    } else {
        setMeter(c, Cook::tr("M₂ (Welford)"), mean ? mean->namedValue("m2") : 0.0);
        c.st.speech = Cook::tr("Welford: the spread was updated during walk 1, so no second walk.");
    }
    return 0.0;
}

// Row 3, LayerNorm: the squared distances averaged into σ².
double beatLnVarianceAverage(Ctx &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Variance);
    tasteWalk(c, 0.0);
    c.st.pose = KitchenView::Pose::Reading;
    c.st.chefPos = c.m.d;
    const double var = s ? s->scalar : 0.0;
    if (p >= 0.5)
        setMeter(c, Cook::tr("σ² (spread)"), var);
    if (finite(var) && var >= 0.0)
        c.st.spread = std::sqrt(var) * smooth((p - 0.5) / 0.5);
    c.st.speech = Cook::tr("σ² = Σ ÷ d = %1: how far the dishes spread around μ.").arg(fmt(c, var));
    if (s && s->flags.negativeVariance) {
        c.st.speech = Cook::tr("E[x²] − μ² came out %1 < 0 (cancellation): clamped to 0.")
                          .arg(fmt(c, s->namedValue("raw_variance")));
        c.st.speechWarning = true;
    } else if (!finite(var)) {
        c.st.speech = Cook::tr("Overflow: σ² = %1. The scale is broken.").arg(fmt(c, var));
        c.st.speechWarning = true;
    }
    if (!s)
        return p;
    if (s->walksTable) {
        const long long walkOps = s->ops.total() - s->ops.div;
        return stepShare(s, walkOps) + p * stepShare(s, s->ops.div);
    }
    return p;
}

// The chef's warning when a divisor cannot be trusted: overflowed, zero with ε lost, or ε lost.
void warnAboutDivisor(Ctx &c, const nk::TraceStep *s, double divisor, const QString &broken,
                      const QString &zero)
{
    if (!finite(divisor))
        c.st.speech = broken;
    else if (s && s->flags.divisorZero)
        c.st.speech = zero;
    else if (s && s->flags.epsLost)
        c.st.speech = Cook::tr("ε rounds to 0 in %1: nothing guards the divisor.")
                          .arg(QString::fromStdString(nk::toString(c.m.compute)));
    else
        return;
    c.st.speechWarning = true;
}

// Row 4, LayerNorm: walk 3, back to each dish: take μ away, divide by √(σ² + ε).
double beatLnNormalize(Ctx &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Normalize);
    const double head = 0.25;
    const double w = clamp01((p - head) / (1.0 - head));
    c.st.deviationMarks.clear();
    c.st.stripOverlay = 0;
    const double divisor = s ? s->scalar : 1.0;
    if (p >= head / 2.0)
        setMeter(c, Cook::tr("√(σ² + ε)"), divisor);
    walkTo(c, 0, 1, w, &c.m.centred);
    if (w <= 0.0) {
        c.st.pose = KitchenView::Pose::Reading;
        c.st.chefPos = c.m.d;
    }
    c.st.hasMeanLine = c.st.hasMeanLine && p < 1.0;
    if (p >= 1.0)
        c.st.spread = kNaN;
    c.st.speech = Cook::tr("Walk %1: back to every dish: (x − μ) ÷ %2.")
                      .arg(c.m.walkOrdinal[4])
                      .arg(fmt(c, divisor));
    warnAboutDivisor(
        c, s, divisor,
        Cook::tr("÷ %1: every dish is wiped out, the overflow destroyed the information.")
            .arg(fmt(c, divisor)),
        Cook::tr("σ = 0 and ε was lost: dividing by 0!"));
    return p;
}

// Row 5, LayerNorm: walk 4, seasoning each dish with γ and β.
double beatLnAffine(Ctx &c, double p)
{
    walkTo(c, 1, 2, p);
    c.st.pose = KitchenView::Pose::Seasoning;
    const nk::NormSettings &set = c.m.trace->settings;
    const QString walk = QString::number(c.m.walkOrdinal[5]);
    if (set.gamma.size() == 1 && set.beta.size() == 1)
        c.st.speech = Cook::tr("Walk %1: seasoning every dish: × γ (%2) + β (%3).")
                          .arg(walk, fmt(c, set.gamma[0]), fmt(c, set.beta[0]));
    else
        c.st.speech = Cook::tr("Walk %1: seasoning every dish with its own γᵢ and βᵢ.").arg(walk);
    const nk::TraceStep *norm = c.m.step(StepId::Normalize);
    if (norm && !finite(norm->scalar)) {
        c.st.speech =
            Cook::tr("Walk %1: seasoning what is left; the overflow already wiped the dishes out.")
                .arg(walk);
        c.st.speechWarning = true;
    }
    return p;
}

// Row 2, RMSNorm: the one tasting walk, each dish's strength x² as an energy bar.
double beatRmsSquare(Ctx &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Square);
    tasteWalk(c, p);
    const int k = tastedCount(p, c.m.d);
    bool overflow = false;
    if (c.strip) {
        c.st.stripOverlay = 2;
    } else {
        c.st.energyBars.clear();
        for (int i = 0; i < k; ++i) {
            const double e = c.m.squares[size_t(i)];
            c.st.energyBars << e;
            if (!finite(e)) {
                overflow = true;
                c.st.dishes[i].nonFinite = true;
                c.st.dishes[i].note = Cook::tr("x²=%1").arg(fmt(c, e));
            }
        }
    }
    if (k > 0)
        setMeter(c, Cook::tr("Σx² (strength)"),
                 p >= 1.0 && s ? s->namedValue("sum_squares", c.m.running1.back())
                               : c.m.running1[size_t(k - 1)]);
    overflow = overflow || (c.st.meterVisible && c.st.meterBroken);
    c.st.speech =
        Cook::tr("Walk %1: tasting each dish's strength x² as it comes.").arg(c.m.walkOrdinal[2]);
    if (overflow) {
        const nk::FormatInfo info = nk::formatInfo(c.m.compute);
        c.st.speech = Cook::tr("x² = inf! %1 holds nothing above %2.")
                          .arg(QString::fromStdString(nk::toString(c.m.compute)),
                               KitchenView::formatValue(info.largestFinite, 6));
        c.st.speechWarning = true;
    }
    return p;
}

// Row 3, RMSNorm: the strengths averaged.
double beatRmsMeanSquare(Ctx &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::MeanSquare);
    tasteWalk(c, 0.0);
    c.st.pose = KitchenView::Pose::Reading;
    c.st.chefPos = c.m.d;
    const double ms = s ? s->scalar : 0.0;
    if (p >= 0.5)
        setMeter(c, Cook::tr("mean x²"), ms);
    c.st.speech = Cook::tr("Average strength: Σx² ÷ %1 = %2.").arg(c.m.d).arg(fmt(c, ms));
    if (!finite(ms)) {
        c.st.speech = Cook::tr("Overflow: mean x² = %1. The meter is broken.").arg(fmt(c, ms));
        c.st.speechWarning = true;
    }
    return p;
}

// Row 4, RMSNorm: one reading of the meter, the RMS with ε.
double beatRmsRoot(Ctx &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Rms);
    c.st.energyBars.clear();
    c.st.stripOverlay = 0;
    if (!c.strip)
        for (KitchenView::DishState &dish : c.st.dishes) {
            dish.note.clear();
            dish.nonFinite = !finite(dish.value);
        }
    c.st.pose = KitchenView::Pose::Reading;
    c.st.chefPos = c.m.d;
    const double rms = s ? s->scalar : 1.0;
    if (p >= 0.5)
        setMeter(c, Cook::tr("RMS\n√(mean x² + ε)"), rms);
    c.st.speech = Cook::tr("One reading: RMS = %1 (ε = %2).")
                      .arg(fmt(c, rms), fmt(c, s ? s->namedValue("eps") : 0.0));
    warnAboutDivisor(c, s, rms, Cook::tr("The meter is broken: RMS = %1.").arg(fmt(c, rms)),
                     Cook::tr("RMS = 0 and ε was lost: dividing by 0!"));
    return p;
}

// Row 5, RMSNorm: walk 2, scaling each dish by γ / RMS.
double beatRmsScale(Ctx &c, double p)
{
    const nk::TraceStep *rms = c.m.step(StepId::Rms);
    walkTo(c, 0, 2, p);
    c.st.pose = KitchenView::Pose::Seasoning;
    c.st.speech = Cook::tr("Walk %1: scaling every dish by γ ÷ RMS; its flavour's direction stays.")
                      .arg(c.m.walkOrdinal[5]);
    if (rms && !finite(rms->scalar)) {
        c.st.speech =
            Cook::tr("÷ %1: every dish is wiped out, the overflow destroyed the information.")
                .arg(fmt(c, rms->scalar));
        c.st.speechWarning = true;
    }
    return p;
}

using Beat = double (*)(Ctx &, double);
constexpr Beat kLayerNormBeats[kRows] = {beatInput,          beatLnMean,
                                         beatLnVarianceWalk, beatLnVarianceAverage,
                                         beatLnNormalize,    beatLnAffine};
constexpr Beat kRmsNormBeats[kRows] = {beatInput,         beatRmsSkip, beatRmsSquare,
                                       beatRmsMeanSquare, beatRmsRoot, beatRmsScale};

KitchenView::StationState baseStation(const KitchenView::Station &m, bool strip)
{
    KitchenView::StationState st;
    st.batteryBars = m.battery;
    if (!strip) {
        st.dishes.resize(m.d);
        Ctx c{m, st, strip};
        restAt(c, 0);
    }
    return st;
}

// Counters: every step that ended counts in full; the playing one by its share.
void countWork(const KitchenView::Station &m, KitchenView::StationState &st, int row, double p,
               double share)
{
    st.walks = 0;
    st.flops = 0;
    for (const nk::TraceStep &s : m.trace->steps) {
        const int r0 = s.row, r1 = s.row + nk::alignedRowSpan(s.id) - 1;
        if (r1 < row || (r1 == row && p >= 1.0)) {
            st.flops += s.ops.total();
            st.walks += s.walksTable ? 1 : 0;
        } else if (r0 <= row) {
            st.flops += (long long)std::floor(double(s.ops.total()) * clamp01(share) + 1e-9);
            if (s.walksTable && (row > r0 || p > 0.0))
                ++st.walks;
        }
    }
}

KitchenView::StationState timelineStation(const KitchenView::Station &m, bool strip, int row,
                                          double p)
{
    KitchenView::StationState st = baseStation(m, strip);
    Ctx c{m, st, strip};
    const Beat *beats = m.ln ? kLayerNormBeats : kRmsNormBeats;
    double share = 0.0;
    for (int r = 0; r <= row; ++r) {
        st.skipped = false;
        st.waiting = false;
        st.speechWarning = false;
        share = beats[r](c, r < row ? 1.0 : p);
    }
    countWork(m, st, row, p, share);
    return st;
}

void fillHistogram(const KitchenView::Station &m, KitchenView::StationState &st)
{
    const int k = int(std::floor(clamp01(st.stripFront) * m.d + 1e-9));
    m.histogram(st.stripFrom, st.stripTo, k, st.histogram, st.nonFiniteCount);
}

} // namespace

void KitchenView::Station::histogram(int from, int to, int k, QVector<int> &bins, int &bad) const
{
    const int nb = kHistogramBins;
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

// --------------------------------------------------------------------------------------------

bool KitchenView::DishState::operator==(const DishState &o) const
{
    auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    return same(level, o.level) && same(value, o.value) && nonFinite == o.nonFinite &&
           label == o.label && arrival == o.arrival && tasted == o.tasted && note == o.note;
}

bool KitchenView::StationState::operator==(const StationState &o) const
{
    auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    auto sameVec = [&](const QVector<double> &a, const QVector<double> &b) {
        if (a.size() != b.size())
            return false;
        for (int i = 0; i < a.size(); ++i)
            if (!same(a[i], b[i]))
                return false;
        return true;
    };
    return dishes == o.dishes && waiting == o.waiting && walks == o.walks && flops == o.flops &&
           hasMeanLine == o.hasMeanLine && same(meanLevel, o.meanLevel) &&
           meterVisible == o.meterVisible && meterText == o.meterText &&
           meterBroken == o.meterBroken && batteryBars == o.batteryBars &&
           sameVec(deviationMarks, o.deviationMarks) && sameVec(energyBars, o.energyBars) &&
           visible == o.visible && skipped == o.skipped && pose == o.pose &&
           same(chefPos, o.chefPos) && speech == o.speech && speechWarning == o.speechWarning &&
           meterCaption == o.meterCaption && same(meterValue, o.meterValue) &&
           same(spread, o.spread) && stripFrom == o.stripFrom && stripTo == o.stripTo &&
           same(stripFront, o.stripFront) && stripOverlay == o.stripOverlay &&
           histogram == o.histogram && nonFiniteCount == o.nonFiniteCount &&
           same(platesPerMinute, o.platesPerMinute) && same(plateClock, o.plateClock) &&
           notes == o.notes;
}

bool KitchenView::SceneState::operator==(const SceneState &o) const
{
    return layerNorm == o.layerNorm && rmsNorm == o.rmsNorm && strip == o.strip &&
           scene == o.scene && row == o.row && progress == o.progress && footer == o.footer;
}

KitchenView::KitchenView(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Kitchen scene"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_arrivalAnim = new QVariantAnimation(this);
    m_arrivalAnim->setEasingCurve(QEasingCurve::Linear);
    connect(m_arrivalAnim, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_arrival = v.toDouble();
        update();
    });
    connect(m_arrivalAnim, &QVariantAnimation::finished, this, [this] {
        m_arrival = 1.0;
        updateAccessibleText();
        update();
    });
}

KitchenView::~KitchenView() = default;

QSize KitchenView::sizeHint() const
{
    return {1200, 400};
}

QSize KitchenView::minimumSizeHint() const
{
    return {480, 180};
}

QString KitchenView::formatValue(double v, int significantDigits)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("inf") : QStringLiteral("\u2212inf");
    if (v == 0.0)
        v = 0.0; // no "−0"
    QString s = QString::number(v, 'g', std::max(1, significantDigits));
    s.replace(QLatin1Char('-'), QChar(0x2212));
    return s;
}

nk::Precision KitchenView::computePrecision(const nk::NormSettings &s)
{
    const bool low = s.precision == nk::Precision::Fp16 || s.precision == nk::Precision::Bf16;
    return low && s.accumulation == nk::Accumulation::Fp32 ? nk::Precision::Fp32 : s.precision;
}

int KitchenView::meterDigits(const nk::NormSettings &s)
{
    return nk::formatInfo(computePrecision(s)).decimalDigits;
}

int KitchenView::dishDigits(const nk::NormSettings &s)
{
    return std::min(4, nk::formatInfo(s.precision).decimalDigits);
}

QString KitchenView::formatDish(double v, const nk::NormSettings &s)
{
    // Four significant digits fit under a dish; a large integer part keeps its digits (10001,
    // not 1e+04) as far as the precision holds them.
    int digits = dishDigits(s);
    if (std::isfinite(v) && std::fabs(v) >= 1.0) {
        const int intDigits = int(std::floor(std::log10(std::fabs(v)))) + 1;
        digits = std::max(digits, std::min(intDigits, nk::formatInfo(s.precision).decimalDigits));
    }
    return formatValue(v, digits);
}

int KitchenView::batteryBarsFor(const nk::NormSettings &s)
{
    switch (computePrecision(s)) {
    case nk::Precision::Fp64:
        return 4;
    case nk::Precision::Fp32:
        return 3;
    case nk::Precision::Fp16:
        return 1;
    case nk::Precision::Bf16:
        return 1;
    }
    return 3;
}

void KitchenView::setTraces(std::shared_ptr<const nk::NormTrace> layerNorm,
                            std::shared_ptr<const nk::NormTrace> rmsNorm)
{
    const int oldD = m_ln ? m_ln->d : 0;
    if (layerNorm == m_lnTrace && rmsNorm == m_rmsTrace)
        return;
    m_lnTrace = std::move(layerNorm);
    m_rmsTrace = std::move(rmsNorm);
    m_ln.reset();
    m_rms.reset();
    if (m_lnTrace && m_rmsTrace && m_lnTrace->d() > 0 && m_rmsTrace->d() == m_lnTrace->d() &&
        !m_lnTrace->steps.empty() && !m_rmsTrace->steps.empty()) {
        m_ln = buildStation(m_lnTrace);
        m_rms = buildStation(m_rmsTrace);
        const Axis axis = makeAxis(*m_ln, *m_rms);
        m_ln->axis = axis;
        m_rms->axis = axis;
        if (m_ln->d > kMaxDishes) {
            buildStrip(*m_ln);
            buildStrip(*m_rms);
        }
    }
    startArrival(oldD, m_ln ? m_ln->d : 0);
    updateAccessibleText();
    update();
}

void KitchenView::startArrival(int oldD, int newD)
{
    m_arrivalAnim->stop();
    if (newD <= oldD || newD == 0 || m_stage != Stage::Start || effectiveReducedMotion()) {
        m_arrival = 1.0;
        return;
    }
    const double from = double(oldD) / newD;
    const int arriving = std::min(newD - oldD, kMaxDishes);
    m_arrival = from;
    m_arrivalAnim->setStartValue(from);
    m_arrivalAnim->setEndValue(1.0);
    m_arrivalAnim->setDuration(std::clamp(160 * arriving, 300, 1400));
    m_arrivalAnim->start();
}

void KitchenView::setStage(Stage stage)
{
    if (m_stage == stage)
        return;
    m_stage = stage;
    if (stage != Stage::Start) {
        m_arrivalAnim->stop();
        m_arrival = 1.0;
    }
    updateAccessibleText();
    update();
}

void KitchenView::setChapter(int chapter)
{
    if (m_chapter == chapter)
        return;
    m_chapter = chapter;
    updateAccessibleText();
    update();
}

void KitchenView::setTime(double t)
{
    if (!std::isfinite(t))
        t = 0.0;
    t = std::clamp(t, 0.0, double(kRows));
    if (t == m_time)
        return;
    m_time = t;
    updateAccessibleText();
    update();
}

void KitchenView::setReducedMotion(bool on)
{
    if (m_reducedMotion == on)
        return;
    m_reducedMotion = on;
    if (effectiveReducedMotion() && m_arrivalAnim->state() == QAbstractAnimation::Running) {
        m_arrivalAnim->stop();
        m_arrival = 1.0;
    }
    update();
}

void KitchenView::setFollowSystemMotionHint(bool on)
{
    m_followSystem = on;
    update();
}

bool KitchenView::effectiveReducedMotion() const
{
    if (m_reducedMotion)
        return true;
    if (!m_followSystem)
        return false;
    // The platform's hint: a style with no widget animations.
    return style()->styleHint(QStyle::SH_Widget_Animation_Duration, nullptr, this) == 0;
}

void KitchenView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, 0.5, 3.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    update();
}

KitchenView::Scene KitchenView::scene() const
{
    switch (m_stage) {
    case Stage::Start:
        return Scene::Arrival;
    case Stage::Finish:
        return Scene::Served;
    case Stage::Execute:
        break;
    }
    if (m_chapter >= 1 && m_chapter <= 3)
        return Scene::Timeline;
    if (m_chapter == 4)
        return Scene::Cost;
    if (m_chapter == 5)
        return Scene::Stability;
    return Scene::Served;
}

double KitchenView::sceneTime() const
{
    return m_stage == Stage::Start ? m_arrival : m_time;
}

KitchenView::SceneState KitchenView::stateAt(double t) const
{
    SceneState s;
    s.scene = scene();
    if (!m_ln || !m_rms)
        return s;
    const bool strip = m_ln->d > kMaxDishes;
    s.strip = strip;
    if (!std::isfinite(t))
        t = 0.0;
    const bool reduced = effectiveReducedMotion();

    auto finishStrip = [&](StationState &st, const Station &m) {
        if (strip)
            fillHistogram(m, st);
    };

    switch (s.scene) {
    case Scene::Arrival: {
        const double a = reduced ? 1.0 : clamp01(t);
        for (auto [st, m] :
             {std::pair{&s.layerNorm, m_ln.get()}, std::pair{&s.rmsNorm, m_rms.get()}}) {
            *st = baseStation(*m, strip);
            Ctx c{*m, *st, strip};
            arrive(c, a);
            const int k = arrivedCount(a, m->d);
            if (m->ln) {
                st->waiting = k < m->d;
                st->pose = st->waiting ? Pose::Waiting : Pose::Idle;
                st->speech =
                    st->waiting
                        ? tr("Waiting for the whole table… %1 of %2 dishes here").arg(k).arg(m->d)
                        : tr("The whole table is here. I need all of it before I start.");
            } else {
                st->speech = tr("Each dish can be tasted on its own: no waiting.");
            }
            finishStrip(*st, *m);
        }
        s.row = 0;
        s.progress = a;
        return s;
    }
    case Scene::Timeline: {
        double tt = std::clamp(t, 0.0, double(kRows));
        if (reduced && tt > 0.0)
            tt = std::ceil(tt - 1e-9);
        int row = 0;
        double p = 0.0;
        if (tt > 0.0) {
            row = std::clamp(int(std::ceil(tt)) - 1, 0, kRows - 1);
            p = std::min(1.0, tt - row);
        }
        s.row = row;
        s.progress = p;
        s.layerNorm = timelineStation(*m_ln, strip, row, p);
        s.rmsNorm = timelineStation(*m_rms, strip, row, p);
        s.rmsNorm.visible = m_chapter != 1;
        finishStrip(s.layerNorm, *m_ln);
        finishStrip(s.rmsNorm, *m_rms);
        return s;
    }
    case Scene::Served:
    case Scene::Cost:
    case Scene::Stability:
        break;
    }

    // The served plates (also the base of chapters 4 and 5).
    s.row = kRows - 1;
    s.progress = 1.0;
    for (auto [st, m] : {std::pair{&s.layerNorm, m_ln.get()}, std::pair{&s.rmsNorm, m_rms.get()}}) {
        *st = timelineStation(*m, strip, kRows - 1, 1.0);
        st->pose = Pose::Idle;
        st->chefPos = -1.0;
        st->hasMeanLine = false;
        st->spread = kNaN;
        st->speechWarning = m->trace->flags.overflow || m->trace->flags.nan;
        st->speech = st->speechWarning
                         ? tr("Served, but something overflowed on the way: check the meter.")
                         : tr("Served: %1 walks over the table, %2 operations.")
                               .arg(st->walks)
                               .arg(st->flops);
        if (!strip)
            for (DishState &dish : st->dishes)
                dish.tasted = false;
        finishStrip(*st, *m);
    }
    if (s.scene == Scene::Cost) {
        const double tt = reduced ? 0.0 : std::clamp(t, 0.0, double(kRows));
        const long long lnOps = std::max(1LL, m_ln->trace->ops.total());
        const long long rmsOps = std::max(1LL, m_rms->trace->ops.total());
        const int d = m_ln->d;
        for (auto [st, m, ops] : {std::tuple{&s.layerNorm, m_ln.get(), lnOps},
                                  std::tuple{&s.rmsNorm, m_rms.get(), rmsOps}}) {
            st->platesPerMinute = kStoveOpsPerMinute / double(ops);
            // Plates leave at a pace proportional to the plates per minute (LayerNorm: 1 per unit).
            st->plateClock = tt * 1.5 * double(lnOps) / double(ops);
            st->pose = reduced ? Pose::Idle : Pose::Walking;
            st->chefPos =
                reduced ? -1.0 : std::fmod(tt * 2.0 * double(lnOps) / double(ops), 1.0) * d;
            st->notes.clear();
            st->notes << tr("Operations per plate (counted): %1 = %2 per element")
                             .arg(ops)
                             .arg(formatValue(double(ops) / d, 3));
            st->notes << tr("Walks over the table per plate: %1").arg(m->trace->passes);
            const double seedPerElement =
                m->ln ? nk::claims::kSeedLayerNormPerElement : nk::claims::kSeedRmsNormPerElement;
            const qlonglong claim = qlonglong(seedPerElement * d);
            st->notes << (m->ln ? tr("The seeds' claim: 8d = %1").arg(claim)
                                : tr("The seeds' claim: 4d = %1").arg(claim));
            st->speech =
                tr("Peak hour: every plate costs %1 operations and %2 walks over the table.")
                    .arg(ops)
                    .arg(m->trace->passes);
            st->speechWarning = false;
        }
        s.footer =
            tr("One stove doing %1 operations a minute; RMSNorm serves %2× the plates. Counted "
               "operations only: fused kernels are memory-bound, see Monitor for measured time.")
                .arg(QLocale().toString(qlonglong(kStoveOpsPerMinute)))
                .arg(formatValue(double(lnOps) / double(rmsOps), 3));
    } else if (s.scene == Scene::Stability) {
        for (auto [st, m] :
             {std::pair{&s.layerNorm, m_ln.get()}, std::pair{&s.rmsNorm, m_rms.get()}}) {
            const nk::NormTrace &tr_ = *m->trace;
            const QString prec = QString::fromStdString(nk::toString(m->compute));
            st->pose = Pose::Reading;
            st->notes.clear();
            if (m->ln) {
                const nk::TraceStep *mean = tr_.step(StepId::Mean);
                const nk::TraceStep *var = tr_.step(StepId::Variance);
                st->notes << tr("Reading 1: μ = %1")
                                 .arg(formatValue(mean ? mean->scalar : 0.0, m->meterDigits));
                st->notes << tr("Reading 2: σ² = %1")
                                 .arg(formatValue(var ? var->scalar : 0.0, m->meterDigits));
                st->speech =
                    tr("Two readings on a %1 scale: the second depends on the first.").arg(prec);
            } else {
                const nk::TraceStep *rms = tr_.step(StepId::Rms);
                st->notes << tr("One reading: RMS = %1")
                                 .arg(formatValue(rms ? rms->scalar : 0.0, m->meterDigits));
                st->speech = tr("One reading on a %1 scale.").arg(prec);
            }
            st->notes
                << tr("Output error vs fp64: %1 (relative)").arg(formatValue(tr_.maxRelError, 2));
            st->notes << tr("The scale keeps %1 significant digits").arg(m->meterDigits);
            st->speechWarning = st->meterBroken || tr_.flags.any();
            if (tr_.flags.any())
                st->notes << tr("Warnings: %1").arg(QString::fromStdString([&] {
                    std::string all;
                    for (const std::string &n : tr_.flags.names())
                        all += (all.empty() ? "" : ", ") + n;
                    return all;
                }()));
        }
        s.footer = tr("Low precision is a scale with little battery: it shows fewer digits, and an "
                      "overflow breaks it.");
    }
    return s;
}

// --------------------------------------------------------------------------------------------
// Painting. Everything is drawn in a logical canvas about kDesignWidth × kDesignHeight units,
// scaled to the widget; text sizes are logical pixels times the zoom.

namespace {

struct Fonts
{
    QFont title, counter, bubble, label, note, axis, caption, lcd, big, footer;
};

Fonts makeFonts(const QFont &base, qreal zoom)
{
    auto f = [&](double px, bool bold) {
        QFont ft = base;
        ft.setPixelSize(std::max(8, int(std::lround(px * zoom))));
        ft.setBold(bold);
        return ft;
    };
    Fonts fs;
    fs.title = f(21, true);
    fs.counter = f(18, false);
    fs.bubble = f(19, false);
    fs.label = f(19, true);
    fs.note = f(15, true);
    fs.axis = f(14, false);
    fs.caption = f(15, false);
    fs.lcd = f(26, true);
    fs.lcd.setStyleHint(QFont::Monospace);
    fs.lcd.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Noto Sans Mono"),
                        QStringLiteral("monospace")});
    fs.big = f(40, true);
    fs.footer = f(16, false);
    return fs;
}

QColor withAlpha(QColor c, int a)
{
    c.setAlpha(a);
    return c;
}

QColor mix(const QColor &a, const QColor &b, double u)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * u),
                            float(a.greenF() + (b.greenF() - a.greenF()) * u),
                            float(a.blueF() + (b.blueF() - a.blueF()) * u));
}

// Draws text in rect, shrinking the font until it fits (never cut off).
void drawFitted(QPainter &p, const QRectF &rect, int flags, const QString &text, QFont font,
                const QColor &colour)
{
    for (int i = 0; i < 8; ++i) {
        const QRectF need = QFontMetricsF(font).boundingRect(rect, flags, text);
        if ((need.width() <= rect.width() + 0.5 && need.height() <= rect.height() + 0.5) ||
            font.pixelSize() <= 8)
            break;
        font.setPixelSize(std::max(8, int(font.pixelSize() * 0.88)));
    }
    p.setFont(font);
    p.setPen(colour);
    p.drawText(rect, flags, text);
}

// Fills an axis-aligned rectangle without antialiasing, in horizontal bands of fewer than 64
// device rows: Qt's raster engine hands any fill of more than ~96 rows to its thread pool, and
// the hand-off costs more than these small fills (much more on a busy machine).
void fillBanded(QPainter &p, const QRectF &r, const QBrush &brush)
{
    if (r.width() <= 0 || r.height() <= 0)
        return;
    const double devH = p.transform().mapRect(r).height();
    const int bands = std::max(1, int(std::ceil(devH / 60.0)));
    const bool aa = p.testRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::Antialiasing, false);
    const double h = r.height() / bands;
    for (int i = 0; i < bands; ++i)
        p.fillRect(QRectF(r.left(), r.top() + i * h, r.width(),
                          i == bands - 1 ? r.bottom() - (r.top() + i * h) : h),
                   brush);
    p.setRenderHint(QPainter::Antialiasing, aa);
}

// A rounded rectangle, filled and optionally outlined, drawn as axis-aligned rectangles (no
// antialiasing needed) plus small antialiased corners. Tall antialiased shapes make Qt's raster
// engine split the fill over its thread pool; these stay cheap at any size.
// squareTop: only the bottom corners are rounded (a glass with a rim).
void roundRect(QPainter &p, const QRectF &r, double radius, const QColor &fill,
               const QColor &stroke = QColor(), double penWidth = 0.0, bool squareTop = false)
{
    radius = std::min({radius, r.width() / 2, r.height() / 2});
    const bool outlined = stroke.isValid() && penWidth > 0.0;
    const double pw = outlined ? penWidth : 0.0;
    p.save();
    p.setPen(Qt::NoPen);
    // Outline colour under everything, then the fill inset by the pen width.
    auto body = [&](const QRectF &b, double rad, const QColor &c) {
        p.setBrush(c);
        if (squareTop) {
            fillBanded(p, QRectF(b.left(), b.top(), b.width(), b.height() - rad), c);
            fillBanded(p, QRectF(b.left() + rad, b.bottom() - rad, b.width() - 2 * rad, rad), c);
            p.setRenderHint(QPainter::Antialiasing, true);
            p.drawEllipse(QRectF(b.left(), b.bottom() - 2 * rad, 2 * rad, 2 * rad));
            p.drawEllipse(QRectF(b.right() - 2 * rad, b.bottom() - 2 * rad, 2 * rad, 2 * rad));
            return;
        }
        fillBanded(p, QRectF(b.left() + rad, b.top(), b.width() - 2 * rad, b.height()), c);
        fillBanded(p, QRectF(b.left(), b.top() + rad, b.width(), b.height() - 2 * rad), c);
        p.setRenderHint(QPainter::Antialiasing, true);
        const QRectF cs[] = {QRectF(b.left(), b.top(), 2 * rad, 2 * rad),
                             QRectF(b.right() - 2 * rad, b.top(), 2 * rad, 2 * rad),
                             QRectF(b.left(), b.bottom() - 2 * rad, 2 * rad, 2 * rad),
                             QRectF(b.right() - 2 * rad, b.bottom() - 2 * rad, 2 * rad, 2 * rad)};
        for (const QRectF &c4 : cs)
            p.drawEllipse(c4);
    };
    if (outlined) {
        body(r.adjusted(-pw / 2, -pw / 2, pw / 2, pw / 2), radius + pw / 2, stroke);
        body(r.adjusted(pw / 2, pw / 2, -pw / 2, -pw / 2), std::max(0.5, radius - pw / 2), fill);
    } else {
        body(r, radius, fill);
    }
    p.restore();
}

// The largest size, at most font's, at which every one of texts fits in width on one line.
QFont fitAll(QFont font, const QStringList &texts, double width)
{
    for (int k = 0; k < 12 && font.pixelSize() > 9; ++k) {
        const QFontMetricsF fm(font);
        double w = 0;
        for (const QString &t : texts)
            w = std::max(w, fm.horizontalAdvance(t));
        if (w <= width)
            break;
        font.setPixelSize(std::max(9, int(font.pixelSize() * 0.9)));
    }
    return font;
}

QColor skin()
{
    return Theme::isDark() ? QColor(0xE2, 0xB8, 0x90) : QColor(0xF3, 0xCF, 0xAA);
}

// A chef seen from the front, standing behind the pass: `base` is the middle of the counter
// edge under the chef; the figure rises about 115·s above it.
void drawChef(QPainter &p, QPointF base, double s, const QColor &jacket, KitchenView::Pose pose,
              double phase)
{
    using Pose = KitchenView::Pose;
    p.save();
    double bob = 0.0;
    if (pose == Pose::Walking)
        bob = -3.0 * std::fabs(std::sin(phase * M_PI * 2.0));
    p.translate(base.x(), base.y() + bob * s);
    p.scale(s, s);
    const QColor outline = Theme::isDark() ? QColor(0x10, 0x12, 0x16) : QColor(0x2A, 0x2E, 0x35);
    const QColor white = Theme::isDark() ? QColor(0xE8, 0xEA, 0xEE) : QColor(0xFF, 0xFF, 0xFF);
    QPen line(outline, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);

    // Arms behind the body for some poses are drawn after; the torso first.
    QPainterPath torso;
    torso.moveTo(-27, 6);
    torso.lineTo(-25, -42);
    torso.quadTo(-22, -52, -10, -54);
    torso.lineTo(10, -54);
    torso.quadTo(22, -52, 25, -42);
    torso.lineTo(27, 6);
    torso.closeSubpath();
    p.setPen(line);
    p.setBrush(jacket);
    p.drawPath(torso);
    // Double-breasted buttons and a neckerchief.
    p.setBrush(white);
    p.setPen(Qt::NoPen);
    for (double y : {-38.0, -26.0, -14.0})
        for (double x : {-7.0, 7.0})
            p.drawEllipse(QPointF(x, y), 2.4, 2.4);
    QPainterPath scarf;
    scarf.moveTo(-9, -54);
    scarf.lineTo(9, -54);
    scarf.lineTo(0, -44);
    scarf.closeSubpath();
    p.setBrush(white);
    p.setPen(line);
    p.drawPath(scarf);

    // Head, face.
    p.setBrush(skin());
    p.drawEllipse(QPointF(0, -70), 16, 16);
    p.setBrush(outline);
    p.setPen(Qt::NoPen);
    const bool closedEyes = pose == Pose::Waiting;
    if (closedEyes) {
        p.setPen(QPen(outline, 2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(-8, -72), QPointF(-3, -72));
        p.drawLine(QPointF(3, -72), QPointF(8, -72));
    } else {
        p.drawEllipse(QPointF(-5.5, -72), 2.2, 2.4);
        p.drawEllipse(QPointF(5.5, -72), 2.2, 2.4);
    }
    p.setPen(QPen(outline, 2, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    if (pose == Pose::Skipping || pose == Pose::Waiting)
        p.drawLine(QPointF(-4, -63), QPointF(4, -63));
    else
        p.drawArc(QRectF(-6, -69, 12, 8), 200 * 16, 140 * 16);

    // Toque.
    // Outlines first with a wider pen, then the fills over them: one outline around the union
    // of the puffs without boolean path operations.
    const QPointF puffs[] = {{-10, -98}, {10, -98}, {0, -104}};
    const double puffR[] = {11, 11, 13};
    const QRectF band(-15, -93, 30, 10);
    p.setPen(QPen(outline, 4.4));
    p.setBrush(outline);
    for (int i = 0; i < 3; ++i)
        p.drawEllipse(puffs[i], puffR[i], puffR[i]);
    p.drawRoundedRect(band, 3, 3);
    p.setPen(Qt::NoPen);
    p.setBrush(white);
    for (int i = 0; i < 3; ++i)
        p.drawEllipse(puffs[i], puffR[i], puffR[i]);
    p.drawRoundedRect(band, 3, 3);

    // Arms.
    QPen arm(jacket.darker(115), 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    auto limb = [&](QPointF a, QPointF b, QPointF c) {
        QPainterPath path(a);
        path.quadTo(b, c);
        p.setPen(QPen(outline, 11.5, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setPen(arm);
        p.drawPath(path);
        p.setPen(line);
        p.setBrush(skin());
        p.drawEllipse(c, 5, 5);
    };
    switch (pose) {
    case Pose::Idle:
        limb({-23, -46}, {-31, -28}, {-29, -8});
        limb({23, -46}, {31, -28}, {29, -8});
        break;
    case Pose::Waiting: {
        // Arms crossed, a clock beside the head.
        limb({-23, -46}, {-30, -30}, {12, -30});
        limb({23, -46}, {30, -26}, {-12, -24});
        const QPointF c(38, -84);
        p.setPen(line);
        p.setBrush(white);
        p.drawEllipse(c, 11, 11);
        const double a = phase * 2.0 * M_PI;
        p.drawLine(c, c + QPointF(7 * std::sin(a), -7 * std::cos(a)));
        p.drawLine(c, c + QPointF(0, -5));
        break;
    }
    case Pose::Walking: {
        limb({-23, -46}, {-31, -28}, {-29, -8});
        limb({23, -46}, {34, -36}, {38, -18});
        // A tasting spoon reaching down to the dish.
        p.setPen(QPen(outline, 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(38, -18), QPointF(44, 4));
        p.setBrush(Theme::isDark() ? QColor(0xC8, 0xCC, 0xD2) : QColor(0xB8, 0xBE, 0xC6));
        p.drawEllipse(QPointF(45, 8), 5, 7);
        break;
    }
    case Pose::Reading: {
        limb({-23, -46}, {-31, -28}, {-29, -8});
        limb({23, -46}, {38, -50}, {44, -60});
        p.setPen(QPen(outline, 3));
        p.setBrush(mix(Theme::surface(), white, 0.5));
        p.drawEllipse(QPointF(52, -68), 9, 9);
        p.drawLine(QPointF(46, -62), QPointF(44, -60));
        break;
    }
    case Pose::Seasoning: {
        limb({-23, -46}, {-31, -28}, {-29, -8});
        limb({23, -46}, {36, -52}, {38, -68});
        p.setPen(line);
        p.setBrush(white);
        p.drawRoundedRect(QRectF(32, -90, 13, 18), 3, 3);
        p.setBrush(outline);
        p.setPen(Qt::NoPen);
        for (int i = 0; i < 4; ++i) {
            const double fall = std::fmod(phase * 3.0 + i * 0.25, 1.0);
            p.drawEllipse(QPointF(36 + (i % 2) * 5, -66 + fall * 50), 1.6, 1.6);
        }
        break;
    }
    case Pose::Skipping:
        limb({-23, -46}, {-36, -48}, {-38, -62});
        limb({23, -46}, {36, -48}, {38, -62});
        break;
    }
    p.restore();
}

// A battery of `bars` out of 4.
void drawBattery(QPainter &p, const QRectF &r, int bars)
{
    const QColor outline = Theme::text();
    p.setPen(QPen(outline, 2));
    p.setBrush(Qt::NoBrush);
    const QRectF body(r.left(), r.top(), r.width() - 4, r.height());
    p.drawRoundedRect(body, 3, 3);
    p.setBrush(outline);
    p.setPen(Qt::NoPen);
    p.drawRect(
        QRectF(body.right() + 0.5, r.center().y() - r.height() * 0.2, 3.5, r.height() * 0.4));
    const QColor fill =
        bars >= 3 ? Theme::negative() : (bars == 2 ? Theme::rmsNorm() : Theme::warning());
    const double gap = 2.0, cw = (body.width() - gap * 5) / 4.0;
    for (int i = 0; i < 4; ++i) {
        const QRectF cell(body.left() + gap + i * (cw + gap), body.top() + gap, cw,
                          body.height() - 2 * gap);
        p.setBrush(i < bars ? fill : mix(Theme::surface(), Theme::grid(), 0.4));
        p.drawRect(cell);
    }
}

// The station's meter (RMS) or scale (LayerNorm): dial, caption, digital display, battery.
void drawMeter(QPainter &p, const QRectF &r, const KitchenView::StationState &st,
               const QColor &accent, const QString &precision, const Fonts &fs)
{
    p.save();
    roundRect(p, r, 14, Theme::surface(), accent, 3);
    const double m = 10;
    // Battery and precision.
    const double bh = std::max(14.0, QFontMetricsF(fs.caption).height() * 0.9);
    drawBattery(p, QRectF(r.right() - m - 44, r.top() + m, 44, bh), st.batteryBars);
    drawFitted(p, QRectF(r.left() + m, r.top() + m - 2, r.width() - 2 * m - 50, bh + 4),
               Qt::AlignLeft | Qt::AlignVCenter, precision, fs.caption, Theme::mutedText());

    const double lcdH = QFontMetricsF(fs.lcd).height() + 12;
    const double capH = QFontMetricsF(fs.caption).height() * 2.2;
    const QRectF lcd(r.left() + m, r.bottom() - m - lcdH, r.width() - 2 * m, lcdH);
    const QRectF cap(r.left() + m, lcd.top() - capH - 2, r.width() - 2 * m, capH);
    // Dial, if there is room.
    const double dialTop = r.top() + m + bh + 8;
    const double room = cap.top() - dialTop - 4;
    const double rad = std::min(r.width() * 0.40, room * 0.8);
    if (rad > 18) {
        const QPointF c(r.center().x(), dialTop + (room + rad) / 2);
        const QRectF arcRect(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad);
        p.setPen(QPen(Theme::grid(), 6, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawArc(arcRect, 10 * 16, 160 * 16);
        p.setPen(QPen(Theme::mutedText(), 2));
        for (int i = 0; i <= 8; ++i) {
            const double a = (10.0 + 20.0 * i) * M_PI / 180.0;
            const QPointF dir(std::cos(a), -std::sin(a));
            p.drawLine(c + dir * (rad - 10), c + dir * (rad - 3));
        }
        double u = 0.0;
        if (st.meterVisible) {
            if (st.meterBroken)
                u = 1.08;
            else {
                const double v = std::fabs(st.meterValue);
                u = v > 0 ? clamp01(0.5 + 0.18 * std::log10(v)) : 0.0;
            }
        }
        const double a = (170.0 - 160.0 * u) * M_PI / 180.0;
        QPointF tip = c + QPointF(std::cos(a), -std::sin(a)) * (rad - 12);
        p.setPen(QPen(st.meterBroken ? Theme::warning() : accent, 4, Qt::SolidLine, Qt::RoundCap));
        if (st.meterBroken) {
            // A bent needle.
            const QPointF mid = c + QPointF(std::cos(a), -std::sin(a)) * (rad * 0.55);
            p.drawLine(c, mid);
            p.drawLine(mid, mid + QPointF(rad * 0.25, rad * 0.3));
        } else {
            p.drawLine(c, tip);
        }
        p.setBrush(Theme::text());
        p.setPen(Qt::NoPen);
        p.drawEllipse(c, 5, 5);
    }
    // Caption and display.
    drawFitted(p, cap, Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap,
               st.meterVisible ? st.meterCaption : QString(), fs.caption, Theme::text());
    const QColor lcdBg = Theme::isDark() ? QColor(0x0E, 0x11, 0x15) : QColor(0x26, 0x2B, 0x33);
    roundRect(p, lcd, 6, lcdBg);
    const QColor lcdFg =
        st.meterBroken ? QColor(0xFF, 0x8A, 0x65) : accent.lighter(Theme::isDark() ? 110 : 150);
    drawFitted(p, lcd.adjusted(6, 2, -6, -2), Qt::AlignCenter,
               st.meterVisible ? st.meterText : QStringLiteral("– – –"), fs.lcd,
               st.meterVisible ? lcdFg : mix(lcdBg, lcdFg, 0.35));
    if (st.meterBroken) {
        QPainterPath crack;
        crack.moveTo(lcd.left() + lcd.width() * 0.18, lcd.top());
        crack.lineTo(lcd.left() + lcd.width() * 0.30, lcd.center().y() - 3);
        crack.lineTo(lcd.left() + lcd.width() * 0.24, lcd.center().y() + 5);
        crack.lineTo(lcd.left() + lcd.width() * 0.38, lcd.bottom());
        crack.moveTo(lcd.left() + lcd.width() * 0.30, lcd.center().y() - 3);
        crack.lineTo(lcd.left() + lcd.width() * 0.46, lcd.top() + 4);
        crack.moveTo(lcd.right() - lcd.width() * 0.2, lcd.top());
        crack.lineTo(lcd.right() - lcd.width() * 0.12, lcd.bottom());
        p.setPen(QPen(QColor(0xFF, 0xFF, 0xFF, 170), 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawPath(crack);
        // "broken" tag over the dial.
        const QString tag = QCoreApplication::translate("KitchenView", "broken");
        QFont f = fs.caption;
        f.setBold(true);
        const double tw = QFontMetricsF(f).horizontalAdvance(tag) + 14;
        const QRectF tagRect(r.center().x() - tw / 2, cap.top() - QFontMetricsF(f).height() - 10,
                             tw, QFontMetricsF(f).height() + 6);
        p.setPen(Qt::NoPen);
        p.setBrush(Theme::warning());
        p.drawRoundedRect(tagRect, 5, 5);
        drawFitted(p, tagRect, Qt::AlignCenter, tag, f, QColor(Qt::white));
    }
    p.restore();
}

// The speech bubble; its tail points at the chef's head (x = tailX).
void drawBubble(QPainter &p, const QRectF &r, double tailX, const QString &text, bool warning,
                const QColor &accent, const Fonts &fs)
{
    if (text.isEmpty())
        return;
    const QColor border = warning ? Theme::warning() : accent;
    const double tx = std::clamp(tailX, r.left() + 20, r.right() - 20);
    const QPointF tail[] = {
        {tx - 10, r.bottom() - 1}, {tx, r.bottom() + 12}, {tx + 10, r.bottom() - 1}};
    const QColor fill = warning ? mix(Theme::surface(), Theme::warning(), 0.10) : Theme::surface();
    const double pw = warning ? 3 : 2;
    // Outline of box and tail, then the fills over the seam.
    roundRect(p, r, 12, fill, border, pw);
    p.setPen(QPen(border, pw, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(fill);
    p.drawPolygon(tail, 3);
    p.setPen(Qt::NoPen);
    p.drawRect(QRectF(tx - 10 + pw, r.bottom() - pw * 1.5, 20 - 2 * pw, pw * 2));
    drawFitted(
        p, r.adjusted(14, 4, -14, -4), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text,
        fs.bubble,
        warning ? (Theme::isDark() ? Theme::warning().lighter(130) : Theme::warning().darker(115))
                : Theme::text());
}

QRectF pill(QPainter &p, QPointF topRight, const QString &label, const QString &value,
            const QColor &accent, const Fonts &fs)
{
    QFont bold = fs.counter;
    bold.setBold(true);
    const QFontMetricsF fl(fs.counter), fb(bold);
    const double w =
        fl.horizontalAdvance(label + QLatin1Char(' ')) + fb.horizontalAdvance(value) + 22;
    const double h = fb.height() + 8;
    const QRectF r(topRight.x() - w, topRight.y(), w, h);
    p.setPen(QPen(accent, 1.5));
    p.setBrush(Theme::surface());
    p.drawRoundedRect(r, h / 2, h / 2);
    p.setFont(fs.counter);
    p.setPen(Theme::mutedText());
    const double lw = fl.horizontalAdvance(label + QLatin1Char(' '));
    p.drawText(QRectF(r.left() + 11, r.top(), lw, h), Qt::AlignVCenter | Qt::AlignLeft, label);
    p.setFont(bold);
    p.setPen(Theme::text());
    p.drawText(QRectF(r.left() + 11 + lw, r.top(), w - lw - 22, h),
               Qt::AlignVCenter | Qt::AlignLeft, value);
    return r;
}

struct StationLayout
{
    QRectF frame, title, bubble, chefZone, area, meter, labels;
    double yPass = 0, jarTop = 0, jarBottom = 0;
    double slotW = 0, jarW = 0, firstX = 0;
    int labelRows = 1;
};

double yOf(const Axis &axis, const StationLayout &L, double v)
{
    return L.jarBottom - axis.frac(v) * (L.jarBottom - L.jarTop);
}

} // namespace

void KitchenView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    fillBanded(p, QRectF(rect()), Theme::background());
    m_hits.clear();

    const double k = std::min(width() / kDesignWidth, height() / kDesignHeight);
    if (k <= 0)
        return;
    const double W = width() / k, H = height() / k;
    p.scale(k, k);
    const Fonts fs = makeFonts(font(), m_zoom);

    if (!m_ln || !m_rms) {
        drawFitted(p, QRectF(0, 0, W, H), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("The kitchen is waiting for a vector: type one or pick a preset."), fs.big,
                   Theme::mutedText());
        return;
    }

    const SceneState s = stateAt(sceneTime());
    const double phase = m_stage == Stage::Start ? m_arrival * 3.0 : m_time;
    const bool reduced = effectiveReducedMotion();
    const double footerH =
        s.footer.isEmpty() ? 0.0 : QFontMetricsF(fs.footer).lineSpacing() * 2 + 10;
    const QRectF canvas(0, 0, W, H - footerH);

    auto precisionText = [&](const Station &m) {
        return tr("%1 · %2 digits")
            .arg(QString::fromStdString(nk::toString(m.compute)))
            .arg(m.meterDigits);
    };

    const double mg = 12; // a station's inner margin
    // The chef's name tag across the top of a station; returns the title row and, under it, the
    // room for the speech bubble.
    auto drawNameTag = [&](const QRectF &frame, const Station &m, const QColor &accent) {
        const double titleH = QFontMetricsF(fs.title).height() + 12;
        const QRectF title(frame.left() + mg, frame.top() + 8, frame.width() - 2 * mg, titleH);
        const QString name = m.ln ? tr("LayerNorm chef") : tr("RMSNorm chef");
        const double nameW = QFontMetricsF(fs.title).horizontalAdvance(name) + 28;
        const QRectF nameRect(title.left(), title.top(), std::min(nameW, title.width() * 0.5),
                              titleH);
        p.save();
        p.setPen(Qt::NoPen);
        p.setBrush(accent);
        p.drawRoundedRect(nameRect, titleH / 2, titleH / 2);
        drawFitted(p, nameRect.adjusted(10, 0, -10, 0), Qt::AlignCenter, name, fs.title,
                   Theme::isDark() ? QColor(0x10, 0x12, 0x16) : QColor(Qt::white));
        p.restore();
        const double bubbleH = QFontMetricsF(fs.bubble).lineSpacing() * 2 + 14;
        return std::pair{
            title, QRectF(frame.left() + mg, title.bottom() + 8, frame.width() - 2 * mg, bubbleH)};
    };

    // ---- one station --------------------------------------------------------------------
    bool labelsMeasured = false, anyNote = false;
    double widest = 0;
    QStringList allLabels;
    std::optional<double> labelFontFor;
    QFont labelFont;
    auto drawStation = [&](const QRectF &frame, const StationState &st, const Station &m) {
        const bool ln = m.ln;
        const QColor accent = ln ? Theme::layerNorm() : Theme::rmsNorm();
        StationLayout L;
        L.frame = frame;
        // Title and counters.
        std::tie(L.title, L.bubble) = drawNameTag(frame, m, accent);
        p.save();
        const QRectF ops = pill(p, QPointF(L.title.right(), L.title.top() + 2), tr("FLOPs"),
                                QLocale().toString(st.flops), accent, fs);
        pill(p, QPointF(ops.left() - 8, L.title.top() + 2), tr("walks"), QString::number(st.walks),
             accent, fs);
        p.restore();

        const double meterW = std::clamp(frame.width() * 0.2, 150.0, 210.0) * std::sqrt(m_zoom);
        L.meter = QRectF(frame.right() - mg - meterW, L.bubble.bottom() + 18, meterW,
                         frame.bottom() - mg - (L.bubble.bottom() + 18));
        const double chefH = std::clamp((frame.height() - L.bubble.bottom()) * 0.36, 70.0, 180.0);
        L.chefZone = QRectF(frame.left() + mg, L.bubble.bottom() + 14,
                            L.meter.left() - frame.left() - 2 * mg, chefH);
        L.yPass = L.chefZone.bottom();
        // Labels under the dishes: one or two rows, plus a note line if any dish has a note.
        const QFontMetricsF fl(fs.label), fn(fs.note);
        const int d = m.d;
        const double axisW =
            QFontMetricsF(fs.axis).horizontalAdvance(QStringLiteral("−0.000e−00")) * 0.75 + 8;
        L.area = QRectF(frame.left() + mg + axisW, 0,
                        L.meter.left() - 14 - (frame.left() + mg + axisW), 0);
        // Both stations share the label layout (so their jars, and so their axes, line up); it is
        // measured once per paint.
        if (!s.strip && !labelsMeasured) {
            labelsMeasured = true;
            for (const StationState *both : {&s.layerNorm, &s.rmsNorm}) {
                if (!both->visible)
                    continue;
                for (const DishState &dish : both->dishes) {
                    allLabels << dish.label;
                    widest = std::max(widest, fl.horizontalAdvance(dish.label));
                    anyNote = anyNote || !dish.note.isEmpty();
                }
            }
        }
        if (!s.strip) {
            L.slotW = std::min(L.area.width() / std::max(1, d), 150.0);
            L.firstX = L.area.left() + (L.area.width() - L.slotW * d) / 2;
            L.jarW = std::min(L.slotW * 0.58, 70.0);
            L.labelRows = widest + 6 > L.slotW ? 2 : 1;
        }
        const double labelsH =
            s.strip ? fl.height() + 6
                    : L.labelRows * fl.height() + (anyNote ? fn.height() + 2 : 0) + 8;
        L.jarTop = L.yPass + 10;
        L.jarBottom = std::max(L.jarTop + 50, frame.bottom() - mg - labelsH);
        L.area.setTop(L.jarTop);
        L.area.setBottom(L.jarBottom);
        L.labels = QRectF(L.area.left(), L.jarBottom + 4, L.area.width(), labelsH);

        const Axis &axis = m.axis;
        // The dashed μ line from x0 to x1, its value on a tag at tagX (under the line when there
        // is no room above it).
        auto drawMeanLine = [&](double x0, double x1, double tagX) {
            const double ym = yOf(axis, L, st.meanLevel);
            p.setPen(QPen(accent, 3.5, Qt::DashLine, Qt::RoundCap));
            p.drawLine(QPointF(x0, ym), QPointF(x1, ym));
            const QString lbl = tr("μ = %1").arg(formatDish(st.meanLevel, m.trace->settings));
            QFont f = fs.caption;
            f.setBold(true);
            const double tw = QFontMetricsF(f).horizontalAdvance(lbl) + 12;
            const double th = QFontMetricsF(f).height() + 4;
            const double ty = ym - th - 3 < L.area.top() ? ym + 4 : ym - th - 3;
            const QRectF tag(tagX, ty, tw, th);
            p.setPen(Qt::NoPen);
            p.setBrush(accent);
            p.drawRoundedRect(tag, 5, 5);
            drawFitted(p, tag, Qt::AlignCenter, lbl, f,
                       Theme::isDark() ? QColor(0x10, 0x12, 0x16) : QColor(Qt::white));
        };
        p.save();
        // The pass (counter) the dishes stand on, behind them.
        const QColor passColour = mix(Theme::surface(), Theme::grid(), 0.55);
        roundRect(p,
                  QRectF(frame.left() + mg, L.yPass - 4, L.meter.left() - frame.left() - 2 * mg - 4,
                         frame.bottom() - mg - L.yPass + 4),
                  10, passColour);

        // Axis: top, zero, bottom.
        const double y0 = yOf(axis, L, 0.0);
        p.setPen(QPen(Theme::grid(), 1.5, Qt::DashLine));
        p.drawLine(QPointF(L.area.left() - 4, y0), QPointF(L.area.right(), y0));
        const QRectF axisCol(frame.left() + mg, 0, axisW - 6, 0);
        auto axisLabel = [&](double v, double y) {
            int digits = 3;
            if (std::isfinite(v) && std::fabs(v) >= 1.0)
                digits = std::clamp(int(std::floor(std::log10(std::fabs(v)))) + 1, 3, 6);
            drawFitted(p, QRectF(axisCol.left(), y - 10, axisCol.width(), 20),
                       Qt::AlignRight | Qt::AlignVCenter, formatValue(v, digits), fs.axis,
                       Theme::mutedText());
        };
        axisLabel(0.0, y0);
        if (yOf(axis, L, axis.hi) < y0 - 22)
            axisLabel(axis.hi, yOf(axis, L, axis.hi));
        if (yOf(axis, L, axis.lo) > y0 + 22)
            axisLabel(axis.lo, yOf(axis, L, axis.lo));
        if (axis.log)
            drawFitted(p,
                       QRectF(axisCol.left(), L.jarBottom + 4, axisCol.width(),
                              QFontMetricsF(fs.axis).height() * 2.2),
                       Qt::AlignRight | Qt::AlignTop | Qt::TextWordWrap, tr("log scale"), fs.axis,
                       Theme::mutedText());

        // σ band and μ line.
        if (std::isfinite(st.spread) && st.spread > 0 && st.hasMeanLine) {
            const double ya = yOf(axis, L, st.meanLevel + st.spread),
                         yb = yOf(axis, L, st.meanLevel - st.spread);
            p.setPen(Qt::NoPen);
            p.setBrush(mix(passColour, accent, 0.16));
            p.drawRect(QRectF(L.area.left(), ya, L.area.width(), yb - ya));
            p.setPen(QPen(mix(passColour, accent, 0.6), 1.5, Qt::DotLine));
            p.drawLine(QPointF(L.area.left(), ya), QPointF(L.area.right(), ya));
            p.drawLine(QPointF(L.area.left(), yb), QPointF(L.area.right(), yb));
            drawFitted(p,
                       QRectF(L.area.right() - 60, ya + 2, 56, QFontMetricsF(fs.caption).height()),
                       Qt::AlignRight | Qt::AlignTop, tr("±σ"), fs.caption, accent);
        }

        if (!s.strip) {
            // ---- dishes one by one ----
            const double jarH = L.jarBottom - L.jarTop;
            for (int i = 0; i < st.dishes.size(); ++i) {
                const DishState &dish = st.dishes[i];
                if (dish.arrival <= 0.0)
                    continue;
                const double cx = L.firstX + (i + 0.5) * L.slotW;
                p.save();
                // Arriving: the dish is set down on the pass from above (no fading: the glass is
                // drawn from overlapping opaque pieces).
                p.translate(0, -(1.0 - dish.arrival) * 60);
                const QRectF jar(cx - L.jarW / 2, L.jarTop, L.jarW, jarH);
                // Glass and its outline in one shape (a thicker, coloured outline once tasted).
                roundRect(p, jar, 8, Theme::surface(), dish.tasted ? accent : Theme::mutedText(),
                          dish.tasted ? 3 : 2, true);
                // Liquid from zero to the level: plain rectangles inside the glass (no
                // antialiasing needed on axis-aligned edges, and much cheaper to fill).
                const double lv = dish.level;
                const bool inf = std::isinf(lv), nan = std::isnan(lv);
                p.setRenderHint(QPainter::Antialiasing, false);
                if (!nan) {
                    const double yl = std::clamp(yOf(axis, L, lv), jar.top() + 4, jar.bottom() - 4);
                    const QColor c =
                        dish.nonFinite && (inf || !std::isfinite(dish.value))
                            ? Theme::warning()
                            : (lv > 0 ? Theme::positive()
                                      : (lv < 0 ? Theme::negative() : Theme::mutedText()));
                    QRectF liquid(jar.left() + 4, std::min(yl, y0), jar.width() - 8,
                                  std::fabs(yl - y0));
                    if (liquid.height() < 2 && lv != 0.0)
                        liquid.setHeight(2);
                    fillBanded(p, liquid, mix(Theme::surface(), c, 0.85));
                    if (inf)
                        fillBanded(p, liquid,
                                   QBrush(mix(c, QColor(Qt::white), 0.5), Qt::BDiagPattern));
                    p.fillRect(QRectF(liquid.left(), yl - 1, liquid.width(), 2.5), c.darker(130));
                } else {
                    p.setRenderHint(QPainter::Antialiasing, true);
                    p.setPen(QPen(Theme::warning(), 3, Qt::SolidLine, Qt::RoundCap));
                    const QPointF c = jar.center();
                    p.drawLine(c + QPointF(-10, -10), c + QPointF(10, 10));
                    p.drawLine(c + QPointF(-10, 10), c + QPointF(10, -10));
                }
                // Rim.
                p.fillRect(QRectF(jar.left() - 3, jar.top() - 1, jar.width() + 6, 3),
                           dish.tasted ? accent : Theme::mutedText());
                p.setRenderHint(QPainter::Antialiasing, true);
                p.restore();
                m_hits.push_back({p.transform().mapRect(jar), ln, i, 1});

                // Deviation mark: a double arrow from μ to the dish's level.
                if (i < st.deviationMarks.size() && st.hasMeanLine) {
                    const double ym = yOf(axis, L, st.meanLevel),
                                 yd = yOf(axis, L, st.meanLevel + st.deviationMarks[i]);
                    const double x = jar.left() - std::min(8.0, L.slotW * 0.1);
                    p.setPen(QPen(accent, 3, Qt::SolidLine, Qt::RoundCap));
                    p.drawLine(QPointF(x, ym), QPointF(x, yd));
                    const double dir = yd < ym ? 1.0 : -1.0;
                    p.drawLine(QPointF(x - 5, yd + dir * 6), QPointF(x, yd));
                    p.drawLine(QPointF(x + 5, yd + dir * 6), QPointF(x, yd));
                    p.drawLine(QPointF(x - 5, ym), QPointF(x + 5, ym));
                }
                // Energy bar: the dish's strength x², on its own scale.
                if (i < st.energyBars.size()) {
                    const double e = st.energyBars[i];
                    const double bw = std::max(6.0, std::min(14.0, L.slotW * 0.14));
                    const double x = jar.right() + 4;
                    const bool bad = !std::isfinite(e);
                    const double h =
                        bad ? jarH : std::max(2.0, std::fabs(e) / m.maxEnergy * jarH * 0.95);
                    const QRectF bar(x, L.jarBottom - h, bw, h);
                    p.setRenderHint(QPainter::Antialiasing, false);
                    fillBanded(p, bar, bad ? Theme::warning() : accent);
                    if (bad)
                        fillBanded(p, bar,
                                   QBrush(mix(Theme::warning(), QColor(Qt::white), 0.55),
                                          Qt::BDiagPattern));
                    p.setRenderHint(QPainter::Antialiasing, true);
                }
            }
            // μ line over the dishes.
            if (st.hasMeanLine)
                drawMeanLine(L.area.left() - 4, L.area.right(), L.area.left() + 2);
            // Labels, all in one size: the largest at which the widest fits its room (two slots
            // when they alternate between two rows).
            const double lw = (L.labelRows == 2 ? 2 * L.slotW : L.slotW) - 6;
            if (!labelFontFor || *labelFontFor != lw) {
                labelFontFor = lw;
                labelFont = fitAll(fs.label, allLabels, lw);
            }
            QFont noteFont = fs.note;
            // Notes stay in one row, each under its own dish.
            QStringList notes;
            for (const DishState &dish : st.dishes)
                notes << dish.note;
            noteFont = fitAll(noteFont, notes, L.slotW - 2);
            for (int i = 0; i < st.dishes.size(); ++i) {
                const DishState &dish = st.dishes[i];
                if (dish.arrival <= 0.0)
                    continue;
                const double cx = L.firstX + (i + 0.5) * L.slotW;
                const int rowIdx = L.labelRows == 2 ? i % 2 : 0;
                const QRectF lr(cx - lw / 2, L.labels.top() + rowIdx * fl.height(), lw,
                                fl.height());
                p.save();
                p.setOpacity(p.opacity() * dish.arrival);
                p.setFont(labelFont);
                p.setPen(!std::isfinite(dish.value) ? Theme::warning() : Theme::text());
                p.drawText(lr, Qt::AlignCenter, dish.label);
                if (!dish.note.isEmpty()) {
                    p.setFont(noteFont);
                    p.setPen(Theme::warning());
                    p.drawText(QRectF(cx - L.slotW / 2, L.labels.top() + L.labelRows * fl.height(),
                                      L.slotW, fn.height()),
                               Qt::AlignCenter, dish.note);
                }
                p.restore();
            }
        } else {
            // ---- strip: d elements as columns, and a histogram on the value axis ----
            const double histW = std::min(120.0, L.area.width() * 0.2);
            const QRectF stripR(L.area.left(), L.jarTop, L.area.width() - histW - 12,
                                L.jarBottom - L.jarTop);
            const QRectF histR(stripR.right() + 12, L.jarTop, histW, L.jarBottom - L.jarTop);
            roundRect(p, stripR.adjusted(-4, -4, 4, 4), 8, Theme::surface());
            roundRect(p, histR.adjusted(-4, -4, 4, 4), 8, Theme::surface());
            const int C = m.columns;
            const int kDone = int(std::floor(clamp01(st.stripFront) * m.d + 1e-9));
            // How far the chef's walk has got (overlays are drawn up to it).
            const int kWalk =
                st.chefPos < 0 ? m.d : std::clamp(int(std::floor(st.chefPos + 1e-9)), 0, m.d);
            const double H0 = stripR.height();
            // The columns go into a small image (one pixel column per strip column, one row per
            // device pixel), drawn stretched in bands: one blit instead of C × 2 fills.
            const int rows =
                std::clamp(int(std::lround(p.transform().mapRect(stripR).height())), 8, 4096);
            QImage img(C, rows, QImage::Format_ARGB32_Premultiplied);
            img.fill(Theme::surface());
            const QRgb pos = mix(Theme::surface(), Theme::positive(), 0.86).rgb(),
                       neg = mix(Theme::surface(), Theme::negative(), 0.86).rgb(),
                       bad = Theme::warning().rgb(), energy = accent.rgb();
            const double f0 = axis.frac(0.0);
            auto rowOf = [&](double f) {
                return std::clamp(int(std::lround((1.0 - f) * (rows - 1))), 0, rows - 1);
            };
            const int r0 = rowOf(f0);
            const int energyRows = std::max(2, rows / 5);
            for (int c = 0; c < C; ++c) {
                const int e0 = m.colStart(c);
                const int stg = e0 < kDone ? st.stripTo : st.stripFrom;
                if (stg < 0)
                    continue;
                const Station::Strip &sd = m.strip[size_t(stg)];
                if (sd.colLo.empty())
                    continue;
                const float lo = sd.colLo[size_t(c)], hi = sd.colHi[size_t(c)];
                auto paintRows = [&](int a, int b, QRgb colour) {
                    for (int y = std::min(a, b); y <= std::max(a, b); ++y)
                        reinterpret_cast<QRgb *>(img.scanLine(y))[c] = colour;
                };
                if (hi >= lo) {
                    if (hi > f0)
                        paintRows(rowOf(hi), r0, pos);
                    if (lo < f0)
                        paintRows(r0, rowOf(lo), neg);
                }
                if (sd.colBad[size_t(c)])
                    paintRows(0, std::max(1, rows / 30), bad);
                if (e0 < kWalk && st.stripOverlay == 2 && !m.energyCol.empty()) {
                    const float e = m.energyCol[size_t(c)];
                    const int h = e < 0 ? energyRows : std::max(1, int(e * energyRows));
                    paintRows(rows - h, rows - 1, e < 0 ? bad : energy);
                }
            }
            const int bands = std::max(1, (rows + 59) / 60);
            for (int i = 0; i < bands; ++i) {
                const int y0s = i * rows / bands, y1s = (i + 1) * rows / bands;
                p.drawImage(QRectF(stripR.left(), stripR.top() + H0 * y0s / rows, stripR.width(),
                                   H0 * (y1s - y0s) / rows),
                            img, QRectF(0, y0s, C, y1s - y0s));
            }
            if (st.stripOverlay == 1 && st.hasMeanLine && kWalk > 0) {
                // Distances from μ measured so far: the measured part of the strip is tinted.
                const double xf = stripR.left() + stripR.width() * kWalk / double(m.d);
                fillBanded(p, QRectF(stripR.left(), stripR.top(), xf - stripR.left(), H0),
                           withAlpha(accent, 45));
            }
            p.setRenderHint(QPainter::Antialiasing, true);
            // The walk front.
            if ((st.pose == Pose::Walking || st.pose == Pose::Seasoning) && st.chefPos > 0.0 &&
                st.chefPos < m.d) {
                const double xf = stripR.left() + stripR.width() * st.chefPos / m.d;
                p.setPen(QPen(accent, 3));
                p.drawLine(QPointF(xf, stripR.top() - 4), QPointF(xf, stripR.bottom() + 4));
            }
            if (st.hasMeanLine)
                drawMeanLine(stripR.left(), histR.right(), stripR.left() + 4);
            // Histogram, sideways on the same value axis.
            int maxCount = 1;
            for (int v : st.histogram)
                maxCount = std::max(maxCount, v);
            const int nb = st.histogram.size();
            p.setPen(Qt::NoPen);
            for (int b = 0; b < nb; ++b) {
                if (st.histogram[b] == 0)
                    continue;
                const double yTop = histR.bottom() - (b + 1) * histR.height() / nb;
                const double len =
                    std::max(2.0, histR.width() * st.histogram[b] / double(maxCount));
                p.setBrush(mix(Theme::surface(), accent, 0.8));
                p.drawRect(QRectF(histR.left(), yTop + 0.5, len, histR.height() / nb - 1));
            }
            m_hits.push_back({p.transform().mapRect(stripR), ln, 0, m.d});
            QString below =
                tr("%1 dishes as a strip, and their histogram").arg(QLocale().toString(m.d));
            if (st.nonFiniteCount > 0)
                below += QStringLiteral("  ·  ") + tr("%1 × inf/NaN").arg(st.nonFiniteCount);
            drawFitted(p, L.labels, Qt::AlignCenter, below, fs.caption,
                       st.nonFiniteCount > 0 ? Theme::warning() : Theme::mutedText());
        }
        p.restore();

        // The chef, behind the pass: the counter's edge is drawn again over the chef's waist.
        // Walking, the chef stands so that the tasting spoon (45 units right of the chef,
        // scaled) is where the walk has got to.
        double chefX;
        const double chefScale = L.chefZone.height() / 118.0;
        const double areaL = s.strip ? L.area.left() : L.firstX;
        const double areaW =
            s.strip ? (L.area.width() - std::min(120.0, L.area.width() * 0.2) - 12) : L.slotW * d;
        if (st.chefPos < 0)
            chefX = L.chefZone.left() + 40;
        else
            chefX =
                areaL + areaW * std::clamp(st.chefPos / std::max(1, d), 0.0, 1.0) - 45 * chefScale;
        chefX = std::clamp(chefX, L.chefZone.left() + 36, L.chefZone.right() - 50);
        p.save();
        drawChef(p, QPointF(chefX, L.yPass + 2), chefScale, accent, st.pose, reduced ? 0.0 : phase);
        p.restore();
        roundRect(
            p,
            QRectF(frame.left() + mg, L.yPass - 6, L.meter.left() - frame.left() - 2 * mg - 4, 8),
            4, mix(Theme::surface(), Theme::grid(), 0.9));

        if (st.skipped) {
            // Dim the station under one translucent veil (one blend, not one per shape).
            QColor veil = Theme::background();
            veil.setAlpha(130);
            fillBanded(p,
                       QRectF(frame.left() + 2, L.bubble.bottom() + 14,
                              L.meter.left() - frame.left() - 4,
                              frame.bottom() - L.bubble.bottom() - 16),
                       veil);
            QFont f = fs.title;
            const QString tag = tr("empty slot");
            const QRectF tr_(L.area.center().x() - 130, L.area.center().y() - 26, 260, 52);
            p.setPen(QPen(Theme::mutedText(), 2, Qt::DashLine));
            p.setBrush(Theme::surface());
            p.drawRoundedRect(tr_, 10, 10);
            drawFitted(p, tr_.adjusted(8, 4, -8, -4), Qt::AlignCenter, tag, f, Theme::mutedText());
        }

        drawBubble(p, L.bubble, chefX, st.speech, st.speechWarning, accent, fs);
        drawMeter(p, L.meter, st, accent, precisionText(m), fs);
        return L;
    };

    // ---- chapter 4: the peak hour -------------------------------------------------------
    auto drawCostStation = [&](const QRectF &frame, const StationState &st, const Station &m) {
        const QColor accent = m.ln ? Theme::layerNorm() : Theme::rmsNorm();
        const QRectF bubble = drawNameTag(frame, m, accent).second;
        const double top = bubble.bottom() + 18;
        const double beltH = 44;
        const QRectF belt(frame.left() + mg, frame.bottom() - mg - beltH, frame.width() - 2 * mg,
                          beltH);
        const double chefX = frame.left() + mg + 60;
        drawChef(p, QPointF(chefX, belt.top() - 4),
                 std::clamp((belt.top() - top) / 160.0, 0.5, 1.8), accent, st.pose,
                 reduced ? 0.0 : phase * 3.0);
        // Conveyor and plates moving out.
        p.setPen(Qt::NoPen);
        p.setBrush(mix(Theme::surface(), Theme::grid(), 0.8));
        p.drawRoundedRect(belt, beltH / 2, beltH / 2);
        p.setBrush(Theme::grid());
        for (int i = 0; i < 14; ++i) {
            const double x =
                belt.left() + 20 +
                std::fmod(i * belt.width() / 14.0 + st.plateClock * 30.0, belt.width() - 40);
            p.drawEllipse(QPointF(x, belt.center().y()), 3, 3);
        }
        const int plates = 6;
        for (int j = 0; j < plates; ++j) {
            const double u = std::fmod(st.plateClock / plates + double(j) / plates, 1.0);
            const double x = belt.left() + 110 + u * (belt.width() - 150);
            p.setPen(QPen(Theme::mutedText(), 1.5));
            p.setBrush(Theme::surface());
            p.drawEllipse(QPointF(x, belt.top() + 6), 22, 8);
            p.setBrush(mix(Theme::surface(), accent, 0.8));
            p.setPen(Qt::NoPen);
            p.drawEllipse(QPointF(x, belt.top() + 4), 11, 4);
        }
        // Numbers.
        const QRectF text(chefX + 70, top, frame.right() - mg - (chefX + 70),
                          belt.top() - top - 10);
        const QFontMetricsF fb(fs.big);
        drawFitted(p, QRectF(text.left(), text.top(), text.width(), fb.height()),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   tr("%1 plates / min")
                       .arg(st.platesPerMinute >= 100
                                ? QLocale().toString(qRound64(st.platesPerMinute))
                                : formatValue(st.platesPerMinute, 3)),
                   fs.big, accent);
        const QFont nf = fitAll(fs.bubble, st.notes, text.width());
        const double lineH = QFontMetricsF(nf).lineSpacing() + 4;
        p.setFont(nf);
        p.setPen(Theme::text());
        for (int i = 0; i < st.notes.size(); ++i)
            p.drawText(
                QRectF(text.left(), text.top() + fb.height() + 8 + i * lineH, text.width(), lineH),
                Qt::AlignLeft | Qt::AlignVCenter, st.notes[i]);
        drawBubble(p, bubble, chefX, st.speech, st.speechWarning, accent, fs);
    };

    // ---- chapter 5: the low-battery scale -----------------------------------------------
    auto drawStabilityStation = [&](const QRectF &frame, const StationState &st, const Station &m) {
        const QColor accent = m.ln ? Theme::layerNorm() : Theme::rmsNorm();
        const QRectF bubble = drawNameTag(frame, m, accent).second;
        const double top = bubble.bottom() + 18;
        const double meterW = std::min(frame.width() * 0.34, 240.0);
        const QRectF meterR(frame.left() + mg + 100, top, meterW, frame.bottom() - mg - top);
        drawChef(p, QPointF(frame.left() + mg + 50, frame.bottom() - mg),
                 std::clamp((frame.bottom() - top) / 150.0, 0.5, 1.2), accent, Pose::Reading, 0.0);
        drawMeter(p, meterR, st, accent, precisionText(m), fs);
        const QRectF text(meterR.right() + 20, top, frame.right() - mg - meterR.right() - 20,
                          meterR.height());
        const QFont nf = fitAll(fs.bubble, st.notes, text.width());
        const double lineH = QFontMetricsF(nf).lineSpacing() + 8;
        p.setFont(nf);
        for (int i = 0; i < st.notes.size(); ++i) {
            p.setPen(i == st.notes.size() - 1 && st.speechWarning ? Theme::warning()
                                                                  : Theme::text());
            p.drawText(QRectF(text.left(), text.top() + i * lineH, text.width(), lineH),
                       Qt::AlignLeft | Qt::AlignVCenter, st.notes[i]);
        }
        drawBubble(p, bubble, frame.left() + mg + 50, st.speech, st.speechWarning, accent, fs);
    };

    const bool both = s.rmsNorm.visible;
    const double half = both ? canvas.width() / 2 : canvas.width();
    const QRectF lnFrame(0, 0, half, canvas.height());
    const QRectF rmsFrame(half, 0, canvas.width() - half, canvas.height());
    auto drawOne = [&](const QRectF &frame, const StationState &st, const Station &m) {
        if (s.scene == Scene::Cost)
            drawCostStation(frame, st, m);
        else if (s.scene == Scene::Stability)
            drawStabilityStation(frame, st, m);
        else
            drawStation(frame, st, m);
    };
    drawOne(lnFrame, s.layerNorm, *m_ln);
    if (both) {
        p.setPen(QPen(Theme::grid(), 2, Qt::DashLine));
        p.drawLine(QPointF(half, 10), QPointF(half, canvas.height() - 10));
        drawOne(rmsFrame, s.rmsNorm, *m_rms);
    }
    if (!s.footer.isEmpty())
        drawFitted(p, QRectF(16, canvas.bottom(), W - 32, footerH),
                   Qt::AlignCenter | Qt::TextWordWrap, s.footer, fs.footer, Theme::mutedText());
}

QString KitchenView::dishToolTip(bool layerNorm, int index) const
{
    const Station *m = layerNorm ? m_ln.get() : m_rms.get();
    if (!m || index < 0 || index >= m->d)
        return {};
    const size_t i = size_t(index);
    const nk::NormTrace &t = *m->trace;
    // Stages whose step has ended by now (all of them once served).
    const Scene sc = scene();
    const double now =
        sc == Scene::Timeline ? m_time : (sc == Scene::Arrival ? 0.0 : double(kRows));
    auto ended = [&](StepId id) {
        const nk::TraceStep *s = t.step(id);
        return s && s->row + nk::alignedRowSpan(id) <= now + 1e-9;
    };
    const int dig = m->meterDigits;
    QStringList lines;
    lines << (layerNorm ? tr("Dish %1 at the LayerNorm station")
                        : tr("Dish %1 at the RMSNorm station"))
                 .arg(index + 1);
    lines << tr("x = %1").arg(formatValue(m->stage[0][i], dig));
    if (layerNorm) {
        if (ended(StepId::Variance))
            lines << tr("x − μ = %1").arg(formatValue(m->centred[i], dig));
        if (ended(StepId::Normalize))
            lines << tr("x̂ = (x − μ) ÷ √(σ² + ε) = %1").arg(formatValue(m->stage[1][i], dig));
        if (ended(StepId::Affine))
            lines << tr("y = γ·x̂ + β = %1").arg(formatValue(m->stage[2][i], dig));
    } else {
        if (ended(StepId::Square))
            lines << tr("x² = %1").arg(formatValue(m->squares[i], dig));
        if (ended(StepId::Scale)) {
            lines << tr("x ÷ RMS = %1").arg(formatValue(m->stage[1][i], dig));
            lines << tr("y = x ÷ RMS · γ = %1").arg(formatValue(m->stage[2][i], dig));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

bool KitchenView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *he = static_cast<QHelpEvent *>(event);
        for (const HitArea &h : m_hits) {
            if (!h.rect.contains(he->pos()))
                continue;
            int index = h.index;
            if (h.count > 1 && h.rect.width() > 0)
                index = std::clamp(int((he->pos().x() - h.rect.left()) / h.rect.width() * h.count),
                                   0, h.count - 1);
            QToolTip::showText(he->globalPos(), dishToolTip(h.layerNorm, index), this,
                               h.rect.toAlignedRect());
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void KitchenView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Kitchen scene"));
        updateAccessibleText();
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

void KitchenView::updateAccessibleText()
{
    QString text;
    if (m_ln && m_rms) {
        const SceneState s = stateAt(sceneTime());
        text = tr("LayerNorm chef: %1 (%2 walks, %3 operations).")
                   .arg(s.layerNorm.speech)
                   .arg(s.layerNorm.walks)
                   .arg(s.layerNorm.flops);
        if (s.rmsNorm.visible)
            text += QLatin1Char(' ') + tr("RMSNorm chef: %1 (%2 walks, %3 operations).")
                                           .arg(s.rmsNorm.speech)
                                           .arg(s.rmsNorm.walks)
                                           .arg(s.rmsNorm.flops);
    } else {
        text = tr("The kitchen is waiting for a vector.");
    }
    if (text != m_lastDescription) {
        m_lastDescription = text;
        setAccessibleDescription(text);
    }
}
